import { PHOTO_WEBP_WIDTHS, webpCopyPath, webpSrcSet } from './photos';

describe('WebP copies of site photos', () => {
  it('maps a photo under /uploads to its copy at a width', () => {
    expect(webpCopyPath('/uploads/properties/296/1.jpg', 800)).toBe('/img/800/properties/296/1.webp');
    expect(webpCopyPath('/uploads/editorial/ab12-detail.jpeg', 320)).toBe('/img/320/editorial/ab12-detail.webp');
    expect(webpCopyPath('/uploads/akiyabank/3/x_y.PNG', 480)).toBe('/img/480/akiyabank/3/x_y.webp');
  });

  it('has none for photos stored elsewhere, other files and unsafe paths', () => {
    expect(webpCopyPath('https://cdn.example/photos/properties/1/a-card.jpg', 480)).toBeNull();
    expect(webpCopyPath('/images/categories/kominka.jpg', 480)).toBeNull();
    expect(webpCopyPath('/uploads/properties/1/a.gif', 480)).toBeNull();
    expect(webpCopyPath('/uploads/../secret.jpg', 480)).toBeNull();
    expect(webpCopyPath('/uploads/a/./b.jpg', 480)).toBeNull();
    expect(webpCopyPath('/uploads/a//b.jpg', 480)).toBeNull();
  });

  it('lists the widths up to the largest wanted as a srcset', () => {
    expect(webpSrcSet('/uploads/properties/1/1.jpg', 480)).toBe('/img/320/properties/1/1.webp 320w, /img/480/properties/1/1.webp 480w');
    expect(webpSrcSet('/uploads/properties/1/1.jpg', 5000)?.split(', ')).toHaveLength(PHOTO_WEBP_WIDTHS.length);
    expect(webpSrcSet('/uploads/properties/1/1.jpg', 100)).toBeNull();
    expect(webpSrcSet('https://cdn.example/a.jpg', 1200)).toBeNull();
  });
});
