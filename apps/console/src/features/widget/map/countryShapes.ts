import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

type Topology = Parameters<typeof feature>[0];
// The GeoJSON shapes world-atlas yields (its countries are polygons and multipolygons).
type Position = number[];
type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };
interface Country {
  type: 'Feature';
  properties: { name?: string } | null;
  geometry: Geometry;
}

/**
 * world-atlas rings are drawn on a sphere: one that crosses the antimeridian (Russia, Fiji) jumps
 * from +180 to −180, which a flat Web Mercator layer draws as a line across the whole world. Each
 * ring is made continuous instead (Chukotka continues past +180).
 */
function unwrap(ring: Position[]): Position[] {
  let shift = 0;
  return ring.map(([lng = 0, lat = 0], i) => {
    const previous = ring[i - 1]?.[0];
    if (previous !== undefined) {
      if (lng - previous > 180) shift -= 360;
      else if (previous - lng > 180) shift += 360;
    }
    return [lng + shift, lat];
  });
}

function unwrapGeometry(geometry: Geometry): Geometry {
  return geometry.type === 'Polygon'
    ? { ...geometry, coordinates: geometry.coordinates.map(unwrap) }
    : { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrap)) };
}

const topology = countries110m as unknown as Topology;
const all = feature(topology, topology.objects.countries as Topology['objects'][string]) as unknown as {
  features: Country[];
};

/**
 * The country outlines for the map. Antarctica is left out: its ring circles the pole, which has no
 * edge in Web Mercator, and no visitor writes from there.
 */
export const countryShapes: Country[] = all.features
  .filter((country) => country.properties?.name !== 'Antarctica')
  .map((country) => ({ ...country, geometry: unwrapGeometry(country.geometry) }));
