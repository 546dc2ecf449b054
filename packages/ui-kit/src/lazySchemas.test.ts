import { object, string } from 'yup';
import { lazySchemas } from './lazySchemas';

const schemas = { name: object({ name: string().required('Please enter your name.') }) };

describe('lazySchemas', () => {
  it('downloads once, validates like validationSchema (empty strings are missing) and passes good values', async () => {
    const load = jest.fn(() => Promise.resolve(schemas));
    const { schemaValidate, preloadSchemas } = lazySchemas(load);
    preloadSchemas();
    const validate = schemaValidate<{ name: string }>((s) => s.name);
    expect(await validate({ name: '' })).toEqual({ name: 'Please enter your name.' });
    expect(await validate({ name: 'Asha' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed (a flaky 4G link)', async () => {
    const load = jest
      .fn<Promise<typeof schemas>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schemas);
    const { loadSchemas } = lazySchemas(load);
    await expect(loadSchemas()).rejects.toThrow('offline');
    await expect(loadSchemas()).resolves.toBe(schemas);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
