import {
  KINDS,
  MAX_VAR_LENGTH,
  MESSAGE_KINDS,
  defaultWhatsappName,
  flowIdEnv,
  whatsappBody,
  whatsappTemplateEnv,
} from './kinds';

/**
 * docs/messages.md, written from the kinds table: what an operator registers on the DLT portal (each text in
 * DLT's form, English and Hindi), in MSG91 (one flow per template) and with Meta (one WhatsApp template per
 * kind and language). `pnpm --filter @medibridge/api messages:docs` writes it; a test fails when it differs.
 */
export function messagesDoc(): string {
  const sections = MESSAGE_KINDS.map((kind) => {
    const spec = KINDS[kind];
    return `### \`${kind}\` — ${spec.about}

- Variables: ${spec.vars.map((v) => `\`{#${v}#}\``).join(', ')} (each at most ${String(MAX_VAR_LENGTH)} characters)
- ${spec.urgent ? 'Sent at once at any hour' : 'Waits for 08:00 IST when due between 21:00 and 08:00 IST'}
- MSG91 flow id: \`${flowIdEnv(kind)}\`; WhatsApp template name: \`${whatsappTemplateEnv(kind)}\` (default \`${defaultWhatsappName(kind)}\`)

| | DLT template (SMS) | WhatsApp body |
|---|---|---|
| English | ${spec.en} | ${whatsappBody(kind, 'en')} |
| हिन्दी | ${spec.hi} | ${whatsappBody(kind, 'hi')} |
`;
  });
  return `# Messages: SMS (DLT) and WhatsApp templates

Generated from \`apps/api/src/modules/notifications/kinds.ts\` by
\`pnpm --filter @medibridge/api messages:docs\`; a test fails when this file differs from the table.

Every text a patient receives is one **message kind** with a fixed template. To send real texts in India:

1. **DLT** (TRAI): register each kind's text below, English and Hindi, as a *service-implicit* (transactional)
   content template under your header (sender id), exactly as written: the brand name is in the fixed text, each
   \`{#var#}\` is a variable of at most ${String(MAX_VAR_LENGTH)} characters and never the last word.
2. **Links**: the reset link and the reminders' links are short links on your own domain,
   \`<PUBLIC_URL>/s/<code>\` (a 6-character code). Whitelist the URL prefix \`<PUBLIC_URL>/s/\` on the DLT portal
   (for example \`https://mdbr.in/s/\`). The whole link travels in one variable, so \`PUBLIC_URL\` may be at most
   21 characters with its scheme; a longer one is warned about at start-up and such messages fail.
3. **MSG91**: for each registered template create a flow (SMS → Flow) with the DLT template id entered in MSG91's
   panel and the variables named as below; paste **MSG91's flow id** (not the DLT id) into \`MSG91_FLOW_ID_<KIND>\`
   (\`<English flow id>,<Hindi flow id>\`). Set the delivery-report webhook (SMS → Webhook, v3) to
   \`<PUBLIC_URL>/api/notifications/msg91-report?token=<MSG91_WEBHOOK_TOKEN>\`.
4. **WhatsApp** (Meta Cloud API): create one *utility* template per kind named as below (or set
   \`WHATSAPP_TEMPLATE_<KIND>\` to the approved name), in English and Hindi, with the body shown (parameters
   \`{{1}}\` … in the order they appear). For delivery and read receipts, set the app's webhook (App Dashboard →
   WhatsApp → Configuration) to \`<PUBLIC_URL>/api/notifications/whatsapp-webhook\` with the verify token
   \`WHATSAPP_WEBHOOK_VERIFY_TOKEN\`, subscribe to the \`messages\` field, and set \`WHATSAPP_APP_SECRET\` (the
   app secret signs every update).
5. **Checking**: coordinators see each message with the provider's request id and how far it got (queued,
   sent = accepted, delivered, read on WhatsApp, or failed with the provider's reason) on the staff console's
   **Messages** screen (\`/staff/messages\`); OTPs and reset links are shown masked there.

## The kinds

${sections.join('\n')}`;
}
