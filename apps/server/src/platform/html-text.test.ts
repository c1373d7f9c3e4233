import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('keeps the text of HTML, without tags, scripts or entities', () => {
    expect(htmlToText('Diploma in <b>Care</b> &amp; <script>alert(1)</script>Health')).toBe(
      'Diploma in Care & Health',
    );
    expect(htmlToText('a &lt;b&gt; &quot;c&quot; &amp;lt;')).toBe('a <b> "c" &lt;');
  });
});
