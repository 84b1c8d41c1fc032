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

  it("a page's main photo is asked for from <head> (its WebP copies, typed), other photos are not", () => {
    document.head.innerHTML = '';
    render(
      <>
        <SitePhoto src="/uploads/properties/1/1.jpg" maxWidth={800} sizes="100vw" alt="" fetchPriority="high" />
        <SitePhoto src="/uploads/properties/1/2.jpg" maxWidth={800} sizes="100vw" alt="" />
      </>,
    );
    const hints = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(hints).toHaveLength(1);
    expect(hints[0].getAttribute('imagesrcset')).toBe('/img/320/properties/1/1.webp 320w, /img/480/properties/1/1.webp 480w, /img/800/properties/1/1.webp 800w');
    expect(hints[0].getAttribute('imagesizes')).toBe('100vw');
    expect(hints[0].getAttribute('type')).toBe('image/webp');
    expect(hints[0].getAttribute('fetchpriority')).toBe('high');
  });
});
