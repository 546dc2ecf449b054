import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createFakeFetch, createTestStore, type FakeFetch } from '@medibridge/api-client';
import { UiKitProvider } from '@medibridge/ui-kit';
import { IMAGE_PATHS } from '../test/fixtures';
import { CatalogueImage, usePictureBases } from './CatalogueImage';

function mount(ui: React.ReactNode, fetchFn: FakeFetch) {
  const store = createTestStore({ fetchFn });
  return render(
    <Provider store={store}>
      <UiKitProvider>{ui}</UiKitProvider>
    </Provider>,
  );
}

const FILES = ['a.svg', 'b.svg', 'c.svg', 'd.svg', 'e.svg', 'f.svg'];

function imagePathCalls(fetchFn: FakeFetch): string[] {
  return fetchFn.calls.map((c) => c.url).filter((url) => url.endsWith('-image-path'));
}

describe('CatalogueImage', () => {
  it('joins each file to its kind’s base path, asking each path call once for many pictures', async () => {
    const fetchFn = createFakeFetch(IMAGE_PATHS);
    const { container } = mount(
      <>
        {FILES.map((file) => (
          <CatalogueImage key={file} file={file} kind="vendor" />
        ))}
        <CatalogueImage file="knee.svg" kind="package" />
      </>,
      fetchFn,
    );
    // Before the base path arrives, each picture's box is there already.
    expect(container.querySelectorAll('[data-catalogue-image]')).toHaveLength(FILES.length + 1);
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(FILES.length + 1));
    expect(container.querySelector('img[src="/api/images/vendors/c.svg"]')).not.toBeNull();
    expect(container.querySelector('img[src="/api/images/packages/knee.svg"]')).not.toBeNull();
    expect(imagePathCalls(fetchFn).sort()).toEqual([
      '/api/package-image-path',
      '/api/vendor-image-path',
    ]);
  });

  it('shares the call a page started with usePictureBases', async () => {
    const fetchFn = createFakeFetch(IMAGE_PATHS);
    function Page() {
      usePictureBases(['vendor']);
      return FILES.map((file) => <CatalogueImage key={file} file={file} kind="vendor" />);
    }
    const { container } = mount(<Page />, fetchFn);
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(FILES.length));
    expect(imagePathCalls(fetchFn)).toEqual(['/api/vendor-image-path']);
  });

  it('shows nothing, not a broken picture, when the path call fails, and nothing for no file', async () => {
    const fetchFn = createFakeFetch({
      'GET /api/vendor-image-path': { status: 500, body: { message: 'down' } },
    });
    const { container } = mount(
      <>
        <CatalogueImage file="a.svg" kind="vendor" />
        <CatalogueImage file={null} kind="package" />
      </>,
      fetchFn,
    );
    await waitFor(() => expect(container.querySelector('[data-catalogue-image]')).toBeNull());
    expect(container.querySelector('img')).toBeNull();
    expect(imagePathCalls(fetchFn)).toEqual(['/api/vendor-image-path']);
  });
});
