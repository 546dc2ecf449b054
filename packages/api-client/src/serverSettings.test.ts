import { SMS_DEMO_META } from '@medibridge/contract';
import { isSmsDemo } from './serverSettings';

function pageWith(meta: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== null) {
    const tag = doc.createElement('meta');
    tag.name = SMS_DEMO_META;
    tag.content = meta;
    doc.head.append(tag);
  }
  return doc;
}

describe('isSmsDemo', () => {
  it('is true when the served page says texts stay in the outbox', () => {
    expect(isSmsDemo(pageWith('outbox'))).toBe(true);
  });

  it('is false without the tag (a real SMS gateway, or Vite’s own index.html)', () => {
    expect(isSmsDemo(pageWith(null))).toBe(false);
    expect(isSmsDemo(pageWith(''))).toBe(false);
  });
});
