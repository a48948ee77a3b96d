import { MapView, type MapViewState, type PickingInfo, WebMercatorViewport } from '@deck.gl/core';
import { GeoJsonLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import DeckGL from '@deck.gl/react';
import type { MapMarker } from '@switchboard/contract';
import { Alert } from '@switchboard/ui';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { countryShapes } from './countryShapes';
import type { MapArea } from './mapFilters';
import { useThemeColors } from './useThemeColors';
import { hasWebGL2 } from './webgl';
import { widgetMapMessages as m } from './widgetMap.messages';

export interface WorldMapProps {
  markers: readonly MapMarker[];
  /** The marker's tooltip text (count, countries, per service). */
  describe: (marker: MapMarker) => string;
  /** Called when the user pans or zooms, with the area now in sight. */
  onAreaChange: (area: MapArea) => void;
}

const HEIGHT = 440;
/** One world, not repeated sideways: markers appear once. */
const VIEW = new MapView({ repeat: false });
/** Deck's Web Mercator world is 512 pixels wide at zoom 0. */
const WORLD_PIXELS = 512;

const SEA = [
  [
    [-180, -85],
    [180, -85],
    [180, 85],
    [-180, 85],
  ],
];

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The area in sight: the zoom and the visible corners, kept inside the API's ranges. */
function areaOf(viewState: MapViewState, width: number, height: number): MapArea {
  const [west, south, east, north] = new WebMercatorViewport({ ...viewState, width, height }).getBounds();
  return {
    zoom: Math.round(viewState.zoom * 10) / 10,
    positions: [
      { lat: round(clamp(south, 90)), lng: round(clamp(west, 180)) },
      { lat: round(clamp(north, 90)), lng: round(clamp(east, 180)) },
    ],
  };
}

/**
 * A world map without a tile server: country outlines from world-atlas and one circle per marker,
 * its area growing with the number of requests, in the kit's colours. Loaded lazily (deck.gl is
 * heavy) and replaced by a notice where the browser offers no WebGL 2.
 */
export default function WorldMap({ markers, describe, onAreaChange }: WorldMapProps) {
  const intl = useIntl();
  const colors = useThemeColors();
  const [drawable, setDrawable] = useState(hasWebGL2);
  const size = useRef({ width: 0, height: HEIGHT });
  const moved = useRef(false);
  const [viewState, setViewState] = useState<MapViewState>({
    longitude: 0,
    latitude: 25,
    zoom: 1,
    minZoom: 0,
    maxZoom: 10,
  });

  const layers = useMemo(() => {
    const most = Math.max(1, ...markers.map((marker) => marker.count));
    return [
      new SolidPolygonLayer({
        id: 'sea',
        data: [SEA],
        getPolygon: (polygon) => polygon,
        getFillColor: colors.sea,
      }),
      new GeoJsonLayer({
        id: 'countries',
        data: countryShapes,
        filled: true,
        stroked: true,
        getFillColor: colors.land,
        getLineColor: colors.border,
        lineWidthUnits: 'pixels',
        getLineWidth: 0.6,
        updateTriggers: { getFillColor: colors.land, getLineColor: colors.border },
      }),
      new ScatterplotLayer<MapMarker>({
        id: 'markers',
        data: markers,
        pickable: true,
        stroked: true,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
        getPosition: (marker) => [marker.lng, marker.lat],
        getRadius: (marker) => 5 + 20 * Math.sqrt(marker.count / most),
        getFillColor: [...colors.marker, 210],
        getLineColor: colors.markerEdge,
        getLineWidth: 1.5,
        updateTriggers: { getRadius: most, getFillColor: colors.marker, getLineColor: colors.markerEdge },
      }),
    ];
  }, [markers, colors]);

  if (!drawable) return <Alert kind="info">{intl.formatMessage(m.noWebgl)}</Alert>;

  const tooltip = ({ object }: PickingInfo<MapMarker>) =>
    object
      ? {
          text: describe(object),
          style: {
            backgroundColor: colors.tooltip.background,
            color: colors.tooltip.text,
            border: `1px solid ${colors.tooltip.border}`,
            borderRadius: '6px',
            whiteSpace: 'pre-line',
          },
        }
      : null;

  return (
    <div role="img" aria-label={intl.formatMessage(m.mapLabel)}>
      <DeckGL
        views={VIEW}
        viewState={viewState}
        controller={{ dragRotate: false, touchRotate: false }}
        layers={layers}
        height={HEIGHT}
        // Deck positions its container absolutely by default; in the page's flow it takes its height.
        // Deck places tooltips from its (empty) widget root, which follows the canvas: reversed, that
        // root sits at the canvas's top corner instead of below it, where tooltips would land.
        style={{ position: 'relative', display: 'flex', flexDirection: 'column-reverse' }}
        getTooltip={tooltip}
        onError={() => setDrawable(false)}
        onResize={({ width, height }) => {
          size.current = { width, height };
          // Until the user moves the map, the whole world fits its width.
          if (!moved.current) {
            setViewState((view) => ({ ...view, zoom: Math.max(0, Math.log2(width / WORLD_PIXELS)) }));
          }
        }}
        onViewStateChange={({ viewState: next, interactionState }) => {
          setViewState(next as MapViewState);
          // Deck also calls this to fit a view into its limits; only the user's moves ask for a new area.
          moved.current ||= Object.values(interactionState ?? {}).some(Boolean);
          const { width, height } = size.current;
          if (moved.current && width > 0) onAreaChange(areaOf(next as MapViewState, width, height));
        }}
      />
    </div>
  );
}
