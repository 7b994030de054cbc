// The operator's dashboard: installation-wide figures, for administrators only (adminProcedure).
import { adminProcedure, createRouter } from '../init';

export const adminRouter = createRouter({
  overview: adminProcedure.query(({ ctx }) => ctx.services.adminOverview.read()),
});
