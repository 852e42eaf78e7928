import { describe, expect, it } from 'vitest';
import { logoUrlLabel } from './logo-url-label.ts';

describe('logoUrlLabel', () => {
  it('names an embedded image by its type instead of printing its bytes', () => {
    expect(logoUrlLabel('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB')).toBe(
      'Embedded image (image/png)',
    );
    expect(logoUrlLabel('DATA:image/SVG+xml,<svg/>')).toBe('Embedded image (image/svg+xml)');
    expect(logoUrlLabel('data:,abc')).toBe('Embedded image');
  });

  it('writes a web address without its scheme', () => {
    expect(logoUrlLabel('https://cdn.example.org/logos/ember.png')).toBe('cdn.example.org/logos/ember.png');
    expect(logoUrlLabel('http://example.org/a.svg')).toBe('example.org/a.svg');
  });
});
