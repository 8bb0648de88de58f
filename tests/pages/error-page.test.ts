import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ErrorPage from '@/app/error';

describe('the error page', () => {
  it('says what happened in plain words, with a retry and a way back to the home page, and no error details', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 (secret internals)'), { digest: '1234567' });
    const html = renderToStaticMarkup(createElement(ErrorPage, { error, reset: () => {} }));
    expect(html).toContain('<h1');
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to all puzzles<\/a>/);
    expect(html).toContain('Reference: 1234567');
    expect(html).not.toContain('ECONNREFUSED');
  });
});
