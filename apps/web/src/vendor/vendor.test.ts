import clone from './clone';
import cloneDeep from './cloneDeep';
import hoistNonReactStatics from './hoistNonReactStatics';
import isPlainObject from './isPlainObject';
import toPath from './toPath';

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
  sum(): number {
    return this.x + this.y;
  }
}

describe('isPlainObject', () => {
  it('accepts literal, Object.create(null) and new Object', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(new Object())).toBe(true);
  });
  it('refuses arrays, class instances, Files, Dates, null and primitives', () => {
    for (const value of [
      [],
      new Point(1, 2),
      new File(['x'], 'a.png'),
      new Date(),
      null,
      undefined,
      'x',
      3,
      () => 1,
    ])
      expect(isPlainObject(value)).toBe(false);
  });
});

describe('clone', () => {
  it('copies one level of an object, keeping nested references', () => {
    const inner = { b: 1 };
    const source = { a: inner, s: 'x' };
    const copy = clone(source);
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(copy.a).toBe(inner);
  });
  it('keeps a class instance an instance, and copies arrays and Dates', () => {
    const p = clone(new Point(1, 2));
    expect(p).toBeInstanceOf(Point);
    expect(p.sum()).toBe(3);
    const list = [1, { a: 1 }];
    expect(clone(list)).toEqual(list);
    expect(clone(list)).not.toBe(list);
    const when = new Date(5);
    expect(clone(when).getTime()).toBe(5);
    expect(clone(when)).not.toBe(when);
  });
  it('returns primitives as they are', () => {
    expect(clone('a')).toBe('a');
    expect(clone(null)).toBeNull();
    expect(clone(undefined)).toBeUndefined();
  });
});

describe('cloneDeep', () => {
  it('copies nested objects and arrays all the way down', () => {
    const source = { a: { b: [1, { c: 'd' }] }, e: null, f: '' };
    const copy = cloneDeep(source);
    expect(copy).toEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a.b).not.toBe(source.a.b);
    expect(copy.a.b[1]).not.toBe(source.a.b[1]);
  });
  it('keeps Files and functions by reference, copies Dates, Maps and Sets', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const fn = (): number => 1;
    const source = {
      file,
      fn,
      when: new Date(7),
      map: new Map([['k', { v: 1 }]]),
      set: new Set([1]),
    };
    const copy = cloneDeep(source);
    expect(copy.file).toBe(file);
    expect(copy.fn).toBe(fn);
    expect(copy.when).not.toBe(source.when);
    expect(copy.when.getTime()).toBe(7);
    expect(copy.map.get('k')).toEqual({ v: 1 });
    expect(copy.map.get('k')).not.toBe(source.map.get('k'));
    expect([...copy.set]).toEqual([1]);
  });
  it('keeps shared and circular references shared and circular', () => {
    const shared = { n: 1 };
    const source: { a: object; b: object; self?: unknown } = { a: shared, b: shared };
    source.self = source;
    const copy = cloneDeep(source);
    expect(copy.a).toBe(copy.b);
    expect(copy.a).not.toBe(shared);
    expect(copy.self).toBe(copy);
  });
  it('returns undefined, null and primitives as they are', () => {
    expect(cloneDeep(undefined)).toBeUndefined();
    expect(cloneDeep(null)).toBeNull();
    expect(cloneDeep(4)).toBe(4);
  });
});

describe('toPath', () => {
  it('splits dotted and bracketed field names', () => {
    expect(toPath('mobile')).toEqual(['mobile']);
    expect(toPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(toPath('friends[1].name')).toEqual(['friends', '1', 'name']);
    expect(toPath('friends.1.name')).toEqual(['friends', '1', 'name']);
    expect(toPath('a[0][1]')).toEqual(['a', '0', '1']);
  });
  it('keeps dots inside quoted bracket keys', () => {
    expect(toPath('a["b.c"].d')).toEqual(['a', 'b.c', 'd']);
    expect(toPath("a['x y']")).toEqual(['a', 'x y']);
  });
  it('returns an array path as string keys', () => {
    expect(toPath(['a', 0, 'b'])).toEqual(['a', '0', 'b']);
  });
});

describe('hoistNonReactStatics', () => {
  it("copies the source's own statics but not React's or ones the target has", () => {
    const source = Object.assign(() => null, {
      helper: 1,
      displayName: 'Inner',
      defaultProps: { a: 1 },
    });
    const target = Object.assign(() => null, { helper2: 2 });
    const out = hoistNonReactStatics(target, source) as typeof target & {
      helper?: number;
      displayName?: string;
    };
    expect(out).toBe(target);
    expect(out.helper).toBe(1);
    expect(out.helper2).toBe(2);
    expect(out.displayName).toBeUndefined();
    expect('defaultProps' in out).toBe(false);
  });
});
