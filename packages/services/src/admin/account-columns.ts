// What the operator sees of an account wherever it is listed or opened: never a secret.
import { users } from '@verso/db';

export const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};
