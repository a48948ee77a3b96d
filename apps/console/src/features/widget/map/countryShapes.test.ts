import { countryShapes } from './countryShapes';

const rings = countryShapes.flatMap((country) =>
  country.geometry.type === 'Polygon' ? country.geometry.coordinates : country.geometry.coordinates.flat(),
);

describe('countryShapes', () => {
  it('has no edge across the whole flat map (regression: lines across Russia and Fiji)', () => {
    const jumps = rings.filter((ring) =>
      ring.some((point, i) => i > 0 && Math.abs((point[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180),
    );
    expect(jumps).toEqual([]);
  });

  it('keeps the countries but Antarctica', () => {
    const names = countryShapes.map((country) => country.properties?.name);
    expect(names).toContain('Russia');
    expect(names).toContain('Fiji');
    expect(names).not.toContain('Antarctica');
  });
});
