import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../root';
import { failedChunkName } from './error-pages';

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];
const renderBoundary = (error: unknown) =>
  renderToStaticMarkup(<ErrorBoundary {...({ error, params: {} } as unknown as BoundaryProps)} />);

describe('failedChunkName', () => {
  it('names the chunk of a failed dynamic import, as browsers word it', () => {
    expect(
      failedChunkName(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:3000/assets/fleets-AbC123.js',
        ),
      ),
    ).toBe('fleets-AbC123');
    expect(
      failedChunkName(
        new TypeError('error loading dynamically imported module: https://x.in/assets/home-9x.js'),
      ),
    ).toBe('home-9x');
    expect(failedChunkName(new TypeError('Importing a module script failed.'))).toBe('unknown');
  });

  it('ignores other errors', () => {
    expect(failedChunkName(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(failedChunkName('a string')).toBeNull();
  });
});

describe('the root error boundary', () => {
  it('shows the router default text for an unexpected error, with a way home', () => {
    const html = renderBoundary(new Error('database exploded'));
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('href="/"');
  });

  it('shows "Loading chunk {n} failed" with a reload button when a script chunk did not load', () => {
    const html = renderBoundary(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/vendors-Q1w2.js',
      ),
    );
    expect(html).toContain('Loading chunk vendors-Q1w2 failed');
    expect(html).toContain('Reload the page');
  });
});
