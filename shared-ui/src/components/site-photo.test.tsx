import { render } from '@testing-library/react';
import { SitePhoto } from './site-photo';

describe('SitePhoto', () => {
  it('offers the WebP copies of a site photo and keeps the photo as the <img>', () => {
    const { container } = render(<SitePhoto src="/uploads/properties/1/1.jpg" maxWidth={480} sizes="100vw" alt="外観" width={480} height={360} />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/img/320/properties/1/1.webp 320w, /img/480/properties/1/1.webp 480w');
    expect(source).toHaveAttribute('sizes', '100vw');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/uploads/properties/1/1.jpg');
    expect(img).toHaveAttribute('alt', '外観');
    expect(img).toHaveAttribute('width', '480');
  });

  it('is the <img> alone for a photo with no copies', () => {
    const { container } = render(<SitePhoto src="https://cdn.example/a.jpg" maxWidth={1200} sizes="100vw" alt="" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/a.jpg');
  });
});
