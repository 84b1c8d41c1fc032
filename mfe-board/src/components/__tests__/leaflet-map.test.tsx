import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LeafletMap } from '../leaflet-map';

jest.mock('../../utils/leaflet', () => {
  const map = { remove: jest.fn(), fitBounds: jest.fn() };
  const layer = { addTo: () => layer, on: () => layer, clearLayers: jest.fn(), addLayer: jest.fn() };
  return {
    L: {
      map: jest.fn((element: HTMLElement) => {
        element.classList.add('leaflet-container');
        return map;
      }),
      tileLayer: () => layer,
      layerGroup: () => layer,
      marker: () => ({ bindPopup: jest.fn(), openPopup: jest.fn() }),
      divIcon: jest.fn(),
    },
  };
});

const { L } = jest.requireMock('../../utils/leaflet') as { L: { map: jest.Mock } };

describe('LeafletMap', () => {
  let observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
  beforeEach(() => {
    observed = [];
    L.map.mockClear();
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const markers = [{ key: 'a', lat: 35.68, lng: 139.76, title: '物件' }];

  it('a compact map (the listing page) is made only when it comes near the screen', async () => {
    render(
      <MemoryRouter>
        <LeafletMap markers={markers} center={[35.68, 139.76]} zoom={13} label="地図" compact />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(L.map).not.toHaveBeenCalled();
    expect(observed).toHaveLength(1);
    act(() => observed[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(L.map).toHaveBeenCalledTimes(1));
  });

  it('a full map (the map page) is made at once', async () => {
    render(
      <MemoryRouter>
        <LeafletMap markers={markers} center={[35.68, 139.76]} zoom={6} label="地図" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(L.map).toHaveBeenCalledTimes(1));
    expect(observed).toHaveLength(0);
  });
});
