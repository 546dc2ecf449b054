import {
  applyUpdate,
  resetUpdatesForTests,
  subscribeUpdate,
  updateReady,
  watchRegistration,
} from './updates';

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  become(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeRegistration(waiting: FakeWorker | null = null) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as FakeWorker | null,
  });
  return registration;
}

afterEach(() => resetUpdatesForTests());

describe('service worker updates', () => {
  it('offers a new version once it is installed while an older one controls the page, and hands over on tap', () => {
    const registration = fakeRegistration();
    const container = { controller: {} } as unknown as ServiceWorkerContainer;
    const heard = jest.fn();
    subscribeUpdate(heard);
    watchRegistration(registration as unknown as ServiceWorkerRegistration, container);
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(updateReady()).toBe(false);
    next.become('installed');
    expect(updateReady()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    applyUpdate();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers nothing on the first install (no page was controlled yet)', () => {
    const registration = fakeRegistration();
    watchRegistration(
      registration as unknown as ServiceWorkerRegistration,
      { controller: null } as unknown as ServiceWorkerContainer,
    );
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(updateReady()).toBe(false);
  });

  it('offers a version that was already waiting when the page opened', () => {
    const waiting = new FakeWorker();
    watchRegistration(
      fakeRegistration(waiting) as unknown as ServiceWorkerRegistration,
      { controller: {} } as unknown as ServiceWorkerContainer,
    );
    expect(updateReady()).toBe(true);
  });
});
