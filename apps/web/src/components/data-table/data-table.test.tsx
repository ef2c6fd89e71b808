import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';

import { DataTable } from './data-table';
import { Pagination } from './pagination';
import { nextSort, type ListSort } from './table-state';

interface Item {
  id: number;
  name: string;
  qty: number;
}

const columns: ColumnDef<Item>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', meta: { label: 'Name', card: 'title' } },
  { id: 'qty', accessorKey: 'qty', header: 'Qty', meta: { label: 'Qty', align: 'right' } },
];
const items: Item[] = [
  { id: 1, name: 'Engine oil', qty: 4 },
  { id: 2, name: 'Brake pads', qty: 2 },
];

function inRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

function Harness(props: {
  onSort?: (s: ListSort) => void;
  onSelect?: (s: RowSelectionState) => void;
  data?: Item[];
}) {
  const [sort, setSort] = useState<ListSort>({ sort: null, dir: 'asc' });
  const [selected, setSelected] = useState<RowSelectionState>({});
  return (
    <DataTable
      label="Items"
      columns={columns}
      data={props.data ?? items}
      getRowId={(r) => String(r.id)}
      sort={sort}
      onSortChange={(s) => {
        setSort(s);
        props.onSort?.(s);
      }}
      selection={{
        selected,
        onChange: (s) => {
          setSelected(s);
          props.onSelect?.(s);
        },
      }}
      page={1}
      pageCount={1}
      onPageChange={() => {}}
    />
  );
}

function setPhone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('nextSort', () => {
  it('starts a new column ascending and toggles the same column', () => {
    expect(nextSort({ sort: null, dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'qty')).toEqual({ sort: 'qty', dir: 'asc' });
  });
});

describe('DataTable', () => {
  it('sorts ascending on the first click and descending on the next, and says so in aria-sort', () => {
    const onSort = vi.fn();
    inRouter(<Harness onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /Qty/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'qty', dir: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'qty', dir: 'desc' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects one row and all rows of the page by their ids', () => {
    const onSelect = vi.fn();
    inRouter(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
    expect(onSelect).toHaveBeenLastCalledWith({ '2': true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelect).toHaveBeenLastCalledWith({ '1': true, '2': true });
  });

  it('shows loading, error with retry, and the given empty state', () => {
    const retry = vi.fn();
    const base = {
      label: 'Items',
      columns,
      getRowId: (r: Item) => String(r.id),
      page: 1,
      pageCount: 0,
      onPageChange: () => {},
    };
    const { unmount } = inRouter(<DataTable {...base} data={undefined} isLoading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    unmount();
    const second = inRouter(
      <DataTable {...base} data={undefined} error={new Error('Server down')} onRetry={retry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    second.unmount();
    inRouter(<DataTable {...base} data={[]} empty={<span>No parts yet</span>} />);
    expect(screen.getByText('No parts yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders the same rows as cards on a phone, with labels and a sort picker', () => {
    setPhone(true);
    inRouter(<Harness />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Engine oil')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Qty')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'qty' } });
    expect(screen.getByLabelText('Sort by')).toHaveValue('qty');
  });
});

describe('Pagination', () => {
  it('shows first, last, current ± 1 with ellipses, and moves by previous/next', () => {
    const onPage = vi.fn();
    render(<Pagination page={5} pageCount={10} onPageChange={onPage} pageSize={20} totalRows={195} />);
    const labels = screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(labels).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 81–100 of 195')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(6);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenLastCalledWith(10);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and hides itself for one page without counts', () => {
    const { container, rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
