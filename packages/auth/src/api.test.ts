import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import { AUTH_MESSAGES } from './messages';

describe('account messages of the web app', () => {
  it("spell only texts that no account call and no SPEC message says (those are contract's)", () => {
    const contract = new Set<string>(Object.values({ ...ACCOUNT_MESSAGES, ...MESSAGES }));
    const copies = Object.entries(AUTH_MESSAGES).filter(([, text]) => contract.has(text));
    expect(copies).toEqual([]);
  });
});
