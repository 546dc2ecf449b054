/** The pages a short link shows when it cannot take the patient on: in English and Hindi, no script. */

function page(title: string, en: string, hi: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>${title}</h1>
<p>${en}</p>
<p lang="hi">${hi}</p>
<p><a href="/">MediBridge</a></p>
</main>
</body>
</html>
`;
}

export const EXPIRED_LINK_EN =
  'This link has expired. Open MediBridge and ask for a new one, or find what you need from your account.';
export const EXPIRED_LINK_HI =
  'यह लिंक समाप्त हो गया है। MediBridge खोलें और नया लिंक माँगें, या अपने खाते से आगे बढ़ें।';

export function expiredLinkPage(): string {
  return page('Link expired — लिंक समाप्त', EXPIRED_LINK_EN, EXPIRED_LINK_HI);
}

export function missingLinkPage(): string {
  return page(
    'Link not found — लिंक नहीं मिला',
    'There is no such link. Check that the whole link from the message was opened.',
    'ऐसा कोई लिंक नहीं है। जाँच लें कि संदेश का पूरा लिंक खोला गया है।',
  );
}
