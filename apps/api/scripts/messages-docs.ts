// Writes docs/messages.md from the message-kind table: `pnpm --filter @medibridge/api run messages:docs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { messagesDoc } from '../src/modules/notifications/messagesDoc';

writeFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'messages.md'), messagesDoc());
process.stdout.write('Wrote docs/messages.md\n');
