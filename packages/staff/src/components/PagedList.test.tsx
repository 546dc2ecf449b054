import { render, screen } from '@testing-library/react';
import { UiKitProvider } from '@medibridge/ui-kit';
import { PagedList, type PagedAnswer } from './PagedList';

const page = (names: string[], total = names.length): PagedAnswer<string> => ({
  data: names,
  meta: { page: 1, per_page: 2, total },
});

function show(result: Parameters<typeof PagedList<string>>[0]['result']): void {
  render(
    <UiKitProvider>
      <PagedList
        result={result}
        failed="The list could not be loaded."
        empty="Nothing here."
        onPage={() => undefined}
      >
        {(rows) => (
          <ul aria-label="Names">
            {rows.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </PagedList>
    </UiKitProvider>,
  );
}

describe('PagedList', () => {
  it('shows the rows and a pager that knows there is a next page', () => {
    show({ isLoading: false, isError: false, data: page(['Asha', 'Ravi'], 3) });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Asha', 'Ravi']);
    expect(screen.getByRole('button', { name: /next/i })).toBeEnabled();
  });

  it('says the empty title when the page has no rows, and still offers the pager', () => {
    show({ isLoading: false, isError: false, data: page([]) });
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Names' })).toBeNull();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it("shows the server's words when the list was refused", () => {
    show({
      isLoading: false,
      isError: true,
      error: { status: 403, data: { message: 'Only admins can see this.' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only admins can see this.');
  });

  it('falls back to its own words when the server failed without any', () => {
    show({
      isLoading: false,
      isError: true,
      error: { status: 502, data: '<html>Bad gateway</html>' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
  });
});
