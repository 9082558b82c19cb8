import { describe, expect, it } from 'vitest';
import { htmlAsRead } from './html-as-read';

describe('a rich-text field as read', () => {
  it('puts each paragraph, heading and list item on a line of its own', () => {
    expect(
      htmlAsRead(
        '<h2>Our fleet</h2><p>Trucks of <strong>every</strong> size.</p><ul><li><p>Open body</p></li><li>Container</li></ul>',
      ),
    ).toBe('Our fleet\nTrucks of every size.\n• Open body\n• Container');
  });

  it('writes a link’s address after its words, so a changed address shows as a change', () => {
    expect(
      htmlAsRead(
        '<p>Write to <a href="mailto:care@harshlogistics.in">our <em>care</em> team</a> or <a href="/contact">call</a>.</p>',
      ),
    ).toBe('Write to our care team (mailto:care@harshlogistics.in) or call (/contact).');
  });

  it('names a picture by its description, or its address when it has none', () => {
    expect(
      htmlAsRead(
        '<p>Before</p><figure><img src="/api/media/lib/a-960.webp" alt="A truck at Nagpur"><figcaption>Nagpur hub</figcaption></figure>',
      ),
    ).toBe('Before\n[Picture: A truck at Nagpur]\nNagpur hub');
    expect(htmlAsRead('<img src="/api/media/lib/b-960.webp">')).toBe(
      '[Picture: /api/media/lib/b-960.webp]',
    );
  });

  it('reads a table row by row, its cells apart', () => {
    expect(
      htmlAsRead(
        '<table><tbody><tr><th>City</th><th>PIN</th></tr><tr><td>Pune</td><td>411001</td></tr></tbody></table>',
      ),
    ).toBe('City | PIN\nPune | 411001');
  });

  it('decodes entities and drops the spacing the editor chose', () => {
    expect(
      htmlAsRead(
        '<p>Road &amp; rail&nbsp;&#8212; &#x20B9;500 &lt;min&gt;</p>\n\n  <p>  Two\n  lines<br>here </p>',
      ),
    ).toBe('Road & rail — ₹500 <min>\nTwo lines\nhere');
  });

  it('reads the same for two versions that differ only in formatting', () => {
    expect(htmlAsRead('<p>Same <strong>words</strong></p>')).toBe(
      htmlAsRead('<p>Same <em>words</em></p>'),
    );
  });

  it('leaves an unknown entity as it is written', () => {
    expect(htmlAsRead('<p>&bogus; &#0;</p>')).toBe('&bogus; &#0;');
  });
});
