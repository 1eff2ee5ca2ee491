import { describe, expect, it } from 'vitest';
import { pageDataScript, valueAt } from './page-data.js';

describe('page data in the HTML', () => {
  it('cannot close its script element, whatever the data holds, and reads back the same', () => {
    const page = {
      operationName: 'ProductDetailPage',
      variables: { no: 7 },
      data: { product: { name: '</script><script>alert(1)</script> <!-- ', pic: '/uploads/a.png' } },
    };
    const script = pageDataScript(page);
    const body = /^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(script)?.[1];
    expect(body).not.toContain('<');
    expect(JSON.parse(body!)).toEqual(page);
  });

  it('finds a value by its dotted path, and nothing where the path leads nowhere', () => {
    const data = { product: { pic: '/uploads/a.png', name: null } };
    expect(valueAt(data, 'product.pic')).toBe('/uploads/a.png');
    expect(valueAt(data, 'product.name.first')).toBeUndefined();
    expect(valueAt(data, 'show.title')).toBeUndefined();
  });
});
