import { runMailOutboxCommand } from './mail-outbox';
import type { OperatorCommand } from './operator-socket';
import { runUserRoleCommand } from './user-role';

/** The commands a running server takes from the operator over its socket (operator-socket.ts), by npm script name. */
export const OPERATOR_COMMANDS: Readonly<Record<string, OperatorCommand>> = {
  'user:role': (args, database, io, operator) => runUserRoleCommand(args, database, io, operator),
  'mail:outbox': (args, database, io) => runMailOutboxCommand(args, database, io),
};
