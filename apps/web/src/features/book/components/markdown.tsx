import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { type Block, type Inline, inlineText, parseMarkdown } from '../markdown.ts';

// Text is always passed to React as a string child, so it is escaped: the book never becomes HTML.
function renderNode(node: Inline, key: string): ReactNode {
  if (node.type === 'text') return node.text;
  if (node.type === 'code') {
    return (
      <code
        key={key}
        className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] break-words text-slate-900"
      >
        {node.text}
      </code>
    );
  }
  const children = renderInline(node.children);
  if (node.type === 'link') {
    return (
      <Link
        key={key}
        to={node.href}
        className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {children}
      </Link>
    );
  }
  return node.type === 'strong' ? (
    <strong key={key} className="font-semibold text-slate-900">
      {children}
    </strong>
  ) : (
    <em key={key}>{children}</em>
  );
}

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, `${node.type}-${index}`));
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph': {
      const [only] = block.children;
      // A paragraph that is only `code` is a formula: set apart, as the book means it.
      if (block.children.length === 1 && only?.type === 'code') {
        return (
          <p
            key={index}
            className="rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-3 font-mono text-sm break-words text-slate-900"
          >
            <code>{only.text}</code>
          </p>
        );
      }
      return <p key={index}>{renderInline(block.children)}</p>;
    }
    case 'list': {
      const items = block.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their place.
        <li key={i} className="pl-1">
          {renderInline(item)}
        </li>
      ));
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1.5 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1.5 pl-6">
          {items}
        </ul>
      );
    }
    case 'table':
      return (
        // A wide table scrolls by itself instead of widening the page on a phone.
        <section
          key={index}
          aria-label={`Tabla: ${block.header.map(inlineText).join(', ')}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it.
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200"
        >
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                {block.header.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by position.
                  <th key={i} scope="col" className="px-3 py-2 font-semibold">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by position.
                <tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by position.
                    <td key={c} className="px-3 py-2 align-top">
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
  }
}

/** The book's Markdown as paragraphs, lists and tables (see markdown.ts for what is supported). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  if (blocks.length === 0) return null;
  return (
    <div className={cn('space-y-4 leading-relaxed text-slate-800', className)}>
      {blocks.map(renderBlock)}
    </div>
  );
}
