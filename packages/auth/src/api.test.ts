import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import { AUTH_MESSAGES } from './messages';

describe('account messages spelled in the web app', () => {
  it("repeat SPEC's and the server's messages word for word", () => {
    const all: Record<string, string> = { ...ACCOUNT_MESSAGES, ...MESSAGES };
    const ownOnly = new Set([
      'mobileRequired',
      'loginPasswordRequired',
      'otpStartOver',
      'registerVerifyFirst',
    ]);
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      if (ownOnly.has(key)) continue;
      expect([key, text]).toEqual([key, all[key]]);
    }
  });
});
