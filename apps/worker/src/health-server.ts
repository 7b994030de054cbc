// The worker's /healthz, /readyz and /metrics on WORKER_HEALTH_PORT, for an orchestrator's probes
// and Prometheus; the same answers the site gives (services' opsEndpoints).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type Config, opsEndpoints, type Services } from '@verso/services';

export async function startHealthServer(config: Config, services: Services, port: number): Promise<Server> {
  const ops = opsEndpoints({ ...config, target: async () => services });
  const server = createServer(async (req, res) => {
    if (!(await ops(req, res))) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.listen(port);
  await once(server, 'listening');
  return server;
}
