import clone from './clone';
import cloneDeep from './cloneDeep';
import hoistNonReactStatics from './hoistNonReactStatics';
import isPlainObject from './isPlainObject';
import toPath from './toPath';
import deepmerge from './deepmerge';
import isEqual from './isEqual';

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

describe('deepmerge', () => {
  // formik's own arrayMerge (formik.esm.js), which calls back into deepmerge with the full options.
  function formikArrayMerge(
    target: unknown[],
    source: unknown[],
    options: { clone: boolean; isMergeableObject: (v: unknown) => boolean },
  ): unknown[] {
    const destination = target.slice();
    source.forEach((e, i) => {
      if (typeof destination[i] === 'undefined') {
        const shouldClone = options.clone !== false && options.isMergeableObject(e);
        destination[i] = shouldClone ? deepmerge(Array.isArray(e) ? [] : {}, e, options) : e;
      } else if (options.isMergeableObject(e)) {
        destination[i] = deepmerge(target[i], e, options);
      } else if (!target.includes(e)) {
        destination.push(e);
      }
    });
    return destination;
  }

  it('combines field, schema and form errors the way formik asks it to', () => {
    const field = { name: 'Please enter your name.' };
    const schema = {
      email: 'Please enter a valid email address.',
      people: [undefined, { age: 'Too old' }],
    };
    const form = { people: [{ name: 'Required' }], address: { pin: 'Six digits' } };
    const merged = deepmerge.all([field, schema, form], { arrayMerge: formikArrayMerge });
    expect(merged).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      people: [{ name: 'Required' }, { age: 'Too old' }],
      address: { pin: 'Six digits' },
    });
    // Copies, not the inputs themselves.
    expect((merged as { address: unknown }).address).not.toBe(form.address);
  });

  it('lets the later object win for plain values and keeps Files, Dates and instances as they are', () => {
    const file = new File(['x'], 'a.png');
    const when = new Date(0);
    const point = new Point(1, 2);
    const merged = deepmerge(
      { a: 'old', f: null },
      { a: 'new', f: file, d: when, p: point },
    ) as Record<string, unknown>;
    expect(merged.a).toBe('new');
    expect(merged.f).toBe(file);
    expect(merged.d).toBe(when);
    expect(merged.p).toBe(point);
  });

  it('concatenates arrays by default and replaces an array with an object (and back)', () => {
    expect(deepmerge({ list: [1] }, { list: [2] })).toEqual({ list: [1, 2] });
    expect(deepmerge({ x: [1] }, { x: { a: 1 } })).toEqual({ x: { a: 1 } });
    expect(deepmerge({ x: { a: 1 } }, { x: [1] })).toEqual({ x: [1] });
    expect(deepmerge.all([])).toEqual({});
  });
});

describe('isEqual', () => {
  it('compares form values, errors and touched flags deeply', () => {
    expect(isEqual({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] })).toBe(true);
    expect(isEqual({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).toBe(false);
    expect(isEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(isEqual({}, [])).toBe(false);
    expect(isEqual(null, {})).toBe(false);
    expect(isEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(isEqual('', 0)).toBe(false);
  });

  it('compares Dates by time and Files and other instances by identity', () => {
    expect(isEqual(new Date(5), new Date(5))).toBe(true);
    expect(isEqual(new Date(5), new Date(6))).toBe(false);
    const file = new File(['x'], 'a.png');
    expect(isEqual({ photo: file }, { photo: file })).toBe(true);
    expect(isEqual({ photo: file }, { photo: new File(['x'], 'a.png') })).toBe(false);
    expect(isEqual(new Point(1, 2), new Point(1, 2))).toBe(false);
  });
});
