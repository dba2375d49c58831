import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '#src/content/markdown.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { MarkdownView } from './markdown-view.tsx';

function renderMarkdown(source: string) {
  const { container } = renderApp(<MarkdownView blocks={parseMarkdown(source).blocks} />);
  return container;
}

describe('MarkdownView', () => {
  it('draws headings, paragraphs and lists as their elements', () => {
    renderMarkdown('## Returns\n### In store\nBring the **receipt**.\n\n- One\n- Two\n\n1. First');
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In store' })).toBeInTheDocument();
    expect(screen.getByText('receipt').tagName).toBe('STRONG');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(numbers?.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('links in the app, to https with noopener, and to mailto and tel', () => {
    renderMarkdown(
      '[Stores](/find-our-store) [Maps](https://maps.example) ' +
        '[Mail](mailto:support@voltbay.example) [Call](tel:+8801700000000)',
    );
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/find-our-store');
    const web = screen.getByRole('link', { name: 'Maps' });
    expect(web).toHaveAttribute('href', 'https://maps.example');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:support@voltbay.example',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
  });

  it('shows unsafe links and raw HTML as text, never as markup', () => {
    const container = renderMarkdown(
      '[Win](javascript:alert(1)) [Away](//evil.example) [Data](data:text/html,x)\n\n' +
        '<img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Win Away Data')).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    expect(
      screen.getByText('<img src=x onerror="alert(1)"><script>alert(2)</script>'),
    ).toBeInTheDocument();
  });
});
