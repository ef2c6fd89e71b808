import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import { Link } from 'react-router';

function cellLabel<T>(cell: Cell<T, unknown>): string {
  const meta = cell.column.columnDef.meta;
  if (meta?.label) return meta.label;
  const header = cell.column.columnDef.header;
  return typeof header === 'string' ? header : cell.column.id;
}

/** The phone card a row gets unless the screen brings its own: title, subtitle, labelled values. */
export function DefaultCard<T>({ row, href }: { row: Row<T>; href?: string }) {
  const cells = row.getVisibleCells().filter((c) => c.column.id !== '__select');
  const title = cells.filter((c) => c.column.columnDef.meta?.card === 'title');
  const subtitle = cells.filter((c) => c.column.columnDef.meta?.card === 'subtitle');
  const rest = cells.filter((c) => !c.column.columnDef.meta?.card);
  return (
    <div className="relative flex flex-col gap-2">
      {title.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-2 text-base font-bold text-slate-900">
          {title.map((cell) =>
            href ? (
              // The stretched link makes the whole card one big target; buttons in it sit above (relative z-10).
              <Link key={cell.id} to={href} className="after:absolute after:inset-0 after:content-['']">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Link>
            ) : (
              <span key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
            ),
          )}
        </div>
      )}
      {subtitle.length > 0 && (
        <div className="flex flex-wrap gap-x-3 text-sm text-slate-600">
          {subtitle.map((cell) => (
            <span key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
          ))}
        </div>
      )}
      {rest.some((c) => c.column.columnDef.meta?.card !== 'hidden') && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
          {rest.map((cell) => (
            <div key={cell.id} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                {cellLabel(cell)}
              </dt>
              <dd className="truncate text-slate-900">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
