import { ENDPOINT_TABLE, type EndpointName } from './endpoints';
import { FIRST_DATA, firstDataUrls, isPreloadable } from './firstData';

describe('first data of a landing screen', () => {
  it('names only GETs any visitor may make without parameters, never a patient’s data', () => {
    for (const calls of Object.values(FIRST_DATA))
      for (const name of calls ?? []) expect(isPreloadable(name)).toBe(true);
  });

  it('tells a call that may not be preloaded', () => {
    const refused = (Object.keys(ENDPOINT_TABLE) as EndpointName[]).filter(
      (name) => !isPreloadable(name),
    );
    expect(refused).toContain('packageActiveSearch'); // has a path parameter
    expect(refused).toContain('accountUserDetail'); // needs a session
  });

  it('gives the treatment package list its three calls, with a filter in the path too', () => {
    const urls = ['/api/package-master', '/api/all-active-packages', '/api/package-image-path'];
    expect(firstDataUrls('/treatment-package')).toEqual(urls);
    expect(firstDataUrls('/treatment-package/')).toEqual(urls);
    expect(firstDataUrls('/treatment-package/4?from=home')).toEqual(urls);
  });

  it('gives nothing for a path without an entry', () => {
    expect(firstDataUrls('/home')).toEqual([]);
    expect(firstDataUrls('/treatment-packages')).toEqual([]);
    expect(firstDataUrls('/treatment-package/4/extra')).toEqual([]);
  });
});
