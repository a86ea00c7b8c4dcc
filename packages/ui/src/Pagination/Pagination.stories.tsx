import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { usePagedList } from './usePagedList';
import { dataTablePageSizes } from './pageWindow';
import { Button } from '../Button';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { totalCount: 240, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));

/** Five page buttons around the current page; the current one carries aria-current="page". */
export const PageWindow: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual([1, 2, 3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('1–10 of 240')).toBeVisible();
    await expect(canvas.getByText('1–10 of 240')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(pageNumbers(nav)).toEqual([3, 4, 5, 6, 7]);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);

    const last = canvas.getByRole('button', { name: 'Last page' });
    await userEvent.click(last);
    await expect(pageNumbers(nav)).toEqual([20, 21, 22, 23, 24]);
    await expect(canvas.getByText('231–240 of 240')).toBeVisible();
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await expect(last).toHaveFocus();
    await userEvent.click(last);
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByRole('button', { name: 'Page 23' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(pageNumbers(nav)).toEqual([1, 2, 3, 4, 5]);
  },
};

/** Every control is reachable and operable from the keyboard. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toHaveFocus();
  },
};

/** The data-table page sizes with "All": choosing All leaves one page and goes back to page 1. */
export const PageSizeAll: Story = {
  args: { pageSizeOptions: dataTablePageSizes, defaultPageSize: 25, defaultPage: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveValue('25');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', 'All']);
    await expect(canvas.getByText('51–75 of 240')).toBeVisible();

    await userEvent.selectOptions(select, 'All');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith('all');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual([1]);
    await expect(canvas.getByText('1–240 of 240')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A single page size is no choice: no "Rows per page" selector is shown, and the pager pages by it. */
export const SinglePageSizeHidesSelector: Story = {
  args: { pageSizeOptions: [25], defaultPageSize: 25 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).queryByRole('combobox')).not.toBeInTheDocument();
    await expect(within(nav).queryByText('Rows per page')).not.toBeInTheDocument();
    await expect(canvas.getByText('1–25 of 240')).toBeVisible();
    await expect(pageNumbers(nav)).toEqual([1, 2, 3, 4, 5]);
  },
};

function GrowingList() {
  const [count, setCount] = useState(95);
  return (
    <div>
      <Button variant="secondary" onClick={() => setCount((value) => value + 1)}>
        Add an order
      </Button>
      <Pagination totalCount={count} aria-label="Orders pages" />
    </div>
  );
}

/** A paged list goes back to page 1 when its item count changes (document 1). */
export const BackToFirstPageWhenCountChanges: Story = {
  render: () => <GrowingList />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('21–30 of 95')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an order' }));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('1–10 of 96')).toBeVisible();
  },
};

function ControlledPager() {
  const [page, setPage] = useState(7);
  return (
    <div>
      <p>Showing page {page}</p>
      <Pagination totalCount={500} page={page} onPageChange={setPage} pageSize={25} />
    </div>
  );
}

/** Controlled: the owner holds the page and decides. */
export const Controlled: Story = {
  render: () => <ControlledPager />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing page 8')).toBeVisible();
    await expect(canvas.getByText('176–200 of 500')).toBeVisible();
  },
};

const publications = Array.from({ length: 34 }, (_, index) => `Publication ${index + 1}`);

function PublicationList() {
  const [items, setItems] = useState(publications);
  const { pageItems, paginationProps } = usePagedList(items);
  return (
    <section aria-label="Publications">
      <ul>
        {pageItems.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setItems((list) => list.slice(1))}>
        Remove the first publication
      </Button>
      <Pagination {...paginationProps} aria-label="Publication pages" />
    </section>
  );
}

/** `usePagedList` pages a plain list (10 a page by default) and resets to page 1 when it changes. */
export const PagedPlainList: Story = {
  render: () => <PublicationList />,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getAllByRole('list')[0]!;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Publication 31', 'Publication 32', 'Publication 33', 'Publication 34']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the first publication' }));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Publication 2');
  },
};

/** The dark theme: axe checks the contrast of the current page and disabled buttons. */
export const DarkTheme: Story = {
  args: { pageSizeOptions: dataTablePageSizes, defaultPageSize: 25, defaultPage: 1 },
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-scheme]')).toHaveAttribute(
      'data-color-scheme',
      'dark',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
