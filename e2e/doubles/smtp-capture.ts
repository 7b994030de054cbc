// Test double for an SMTP relay: accepts every message, keeps it in memory and serves the captured
// mail as JSON over HTTP (GET /messages, DELETE /messages), like MailHog's API. Never use it outside tests.
// Recipients at undeliverableDomain are refused, as a relay refuses an unknown mailbox, so specs can see
// what the site does when mail cannot be sent.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { smtpCapture, undeliverableDomain } from '../support/environment';

export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

const captured: CapturedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Without STARTTLS the sender stays on plain text instead of upgrading to a self-signed certificate.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith(`@${undeliverableDomain}`)) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        captured.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

const api = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  if (request.method === 'DELETE') {
    captured.length = 0;
    response.writeHead(204).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(captured));
});

smtp.listen(smtpCapture.smtpPort, '127.0.0.1', () => {
  api.listen(smtpCapture.apiPort, '127.0.0.1', () => {
    console.log(
      `smtp-capture (test double): SMTP on ${smtpCapture.smtpPort}, messages at http://127.0.0.1:${smtpCapture.apiPort}/messages`,
    );
  });
});
