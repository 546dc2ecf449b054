import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, MESSAGES } from '@medibridge/contract';
import { userProfileSchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { accountsSuite, expectEnvelope } from '../../../test/accounts';
import type { TestBrowser } from '../../../test/browser';
import { multipart } from '../../../test/multipart';
import {
  PATIENT_PASSWORD,
  bearer,
  bearerGet,
  loginWithPassword,
  registerPatient,
} from '../../../test/patients';

let app: FastifyInstance;
let uploadDir: string;
const { browser } = accountsSuite((built) => {
  ({ app, uploadDir } = built);
});

describe('user reads are for the session’s own user', () => {
  it('get-user-detail-by-id and get-patient-detail-by-id answer the own user and refuse others (403)', async () => {
    const a = await registerPatient(browser());
    const other = await registerPatient(browser());
    const token = await loginWithPassword(app, a.mobile, PATIENT_PASSWORD);
    const own = await bearerGet(app, `/api/get-user-detail-by-id/${a.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(userProfileSchema.strict().parse((own.json() as { data: unknown }).data).id).toBe(a.id);
    const wallet = await bearerGet(app, `/api/get-patient-detail-by-id/${a.id}`, token);
    expect(wallet.json()).toEqual({ data: { wallet_amount: '0.00' } });
    for (const url of [
      `/api/get-user-detail-by-id/${other.id}`,
      `/api/get-patient-detail-by-id/${other.id}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        statusCode: 403,
        message: ACCOUNT_MESSAGES.notYourAccount,
      });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

const image = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('update-user-profile/ (multipart)', () => {
  const fields = (id: number) => ({
    firstName: 'Meera',
    last_name: 'Iyer',
    mobile: '0000000000',
    email: 'Meera@Example.in',
    dob: '1990-05-17',
    bloodGroup: 'O+',
    address: '12 MG Road',
    cityID: '',
    stateID: '',
    countryID: '1',
    pincode: '560001',
    userID: String(id),
  });
  /** POST /api/update-user-profile/ with the profile fields and one photo, from a browser. */
  const uploadPhoto = (
    b: TestBrowser,
    id: number,
    photo: { name: string; type: string; data: Buffer },
  ) =>
    b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart(fields(id), photo),
    });

  it('saves the profile and a photo resized to at most 512 px under a random name, served with its type and nosniff', async () => {
    const b = browser();
    const { id, mobile } = await registerPatient(b);
    const body = multipart(fields(id), {
      name: 'me.png',
      type: 'image/png',
      data: await image('png'),
    });
    const res = await b.request({ method: 'POST', url: '/api/update-user-profile/', ...body });
    expect(res.statusCode).toBe(200);
    const json = res.json() as {
      code: number;
      response: { message: string; data: Record<string, unknown> };
    };
    expect(json.response.message).toBe(MESSAGES.profileSaved);
    expect(json.response.data).toMatchObject({
      name: 'Meera',
      last_name: 'Iyer',
      mobile,
      email: 'meera@example.in',
      dob: '1990-05-17',
      blood_group: 'O+',
      address: '12 MG Road',
      country_id: 1,
      pin_code: '560001',
      city_id: null,
    });
    const url = json.response.data.profile_image as string;
    expect(url).toMatch(/^\/api\/files\/profile\/[A-Za-z0-9_-]{32}\.png$/);
    const photo = await b.get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    // Nobody else gets it.
    const stranger = browser();
    await registerPatient(stranger);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('accepts JPEG and GIF by their bytes and replaces the old photo', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const jpeg = await uploadPhoto(b, id, {
      name: 'a.jpg',
      type: 'image/jpeg',
      data: await image('jpeg', 300, 200),
    });
    const first = (jpeg.json() as { response: { data: { profile_image: string } } }).response.data
      .profile_image;
    expect(first).toMatch(/\.jpg$/);
    const gif = await uploadPhoto(b, id, {
      name: 'a.gif',
      type: 'image/gif',
      data: await image('gif', 40, 40),
    });
    const second = (gif.json() as { response: { data: { profile_image: string } } }).response.data
      .profile_image;
    expect(second).toMatch(/\.gif$/);
    expect((await b.get(second)).headers['content-type']).toBe('image/gif');
    expect(readdirSync(path.join(uploadDir, 'profile'))).not.toContain(path.basename(first));
  });

  it('refuses a photo over 2 MB with 413 and a message', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const res = await uploadPhoto(b, id, { name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res, 413, ACCOUNT_MESSAGES.photoTooLarge);
  });

  it('refuses wrong bytes with 415 whatever the name and declared type say', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.4 not an image'),
      Buffer.from('just text'),
    ]) {
      const res = await uploadPhoto(b, id, { name: 'photo.png', type: 'image/png', data });
      expect(res.statusCode).toBe(415);
      expectEnvelope(res, 415, ACCOUNT_MESSAGES.photoWrongType);
    }
    const corrupt = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'),
    ]);
    const res = await uploadPhoto(b, id, { name: 'x.png', type: 'image/png', data: corrupt });
    expectEnvelope(res, 415, ACCOUNT_MESSAGES.photoUnreadable);
  });

  it('stores photos with hostile names under random names inside the upload folder', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const before = new Set(readdirSync(uploadDir, { recursive: true }).map(String));
    for (const name of [
      '../../etc/passwd.png',
      `${'a'.repeat(5000)}.png`,
      'फ़ोटो 😀 ../\u202egnp.exe',
      'C:\\Windows\\evil.png',
      '.htaccess',
    ]) {
      const res = await uploadPhoto(b, id, {
        name,
        type: 'image/png',
        data: await image('png', 20, 20),
      });
      expect(res.statusCode).toBe(200);
      const url = (res.json() as { response: { data: { profile_image: string } } }).response.data
        .profile_image;
      expect(url).toMatch(/^\/api\/files\/profile\/[A-Za-z0-9_-]{32}\.png$/);
    }
    const after = readdirSync(uploadDir, { recursive: true })
      .map(String)
      .filter((f) => !before.has(f));
    for (const file of after) expect(file).toMatch(/^profile(\/[A-Za-z0-9_-]{32}\.png)?$/);
    expect(readdirSync(path.dirname(uploadDir)).some((f) => f === 'passwd.png')).toBe(false);
  });

  it('answers 422 per field, 403 for another userID, and 401 for visitors', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const bad = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart({
        ...fields(id),
        firstName: '',
        email: 'x',
        pincode: '12',
        bloodGroup: 'Q',
        dob: '2999-01-01',
        cityID: '99999999',
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: 422,
      response: {
        message: {
          firstName: ACCOUNT_MESSAGES.nameRequired,
          email: ACCOUNT_MESSAGES.emailInvalid,
          pincode: ACCOUNT_MESSAGES.pinCodeInvalid,
          bloodGroup: ACCOUNT_MESSAGES.bloodGroupInvalid,
          dob: ACCOUNT_MESSAGES.dobInvalid,
        },
        data: null,
      },
    });
    const place = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart({ ...fields(id), cityID: '99999999' }),
    });
    expect(place.json()).toEqual({
      code: 422,
      response: { message: { cityID: ACCOUNT_MESSAGES.placeInvalid }, data: null },
    });
    const other = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart({ ...fields(id), userID: String(id + 1) }),
    });
    expect(other.statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/update-user-profile/',
      ...multipart(fields(id)),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses more than one file', async () => {
    const b = browser();
    const { id } = await registerPatient(b);
    const one = multipart(fields(id), {
      name: 'a.png',
      type: 'image/png',
      data: await image('png', 10, 10),
    });
    const two = multipart(fields(id), {
      field: 'profileImage',
      name: 'b.png',
      type: 'image/png',
      data: await image('png', 10, 10),
    });
    const boundary = /boundary=(.+)$/.exec(one.headers['content-type'] as string)?.[1] as string;
    const otherBoundary = /boundary=(.+)$/.exec(
      two.headers['content-type'] as string,
    )?.[1] as string;
    const secondFile = two.payload
      .toString('latin1')
      .split(`--${otherBoundary}`)
      .find((p) => p.includes('filename')) as string;
    const payload = Buffer.from(
      one.payload
        .toString('latin1')
        .replace(`--${boundary}--`, `--${boundary}${secondFile}--${boundary}--`),
      'latin1',
    );
    const res = await b.request({
      method: 'POST',
      url: '/api/update-user-profile/',
      payload,
      headers: one.headers,
    });
    expect(res.statusCode).toBe(413);
  });
});
