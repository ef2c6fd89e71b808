import 'leaflet/dist/leaflet.css';
import './centers-map.css';

import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { parseCoordinates, type LatLng, type NearbyServiceCenter } from '@fixo/shared';

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_URL = (import.meta.env.VITE_TILE_URL as string | undefined) || OSM_TILES;

function markerIcon(rank: number, selected: boolean): L.DivIcon {
  // A div icon needs no image files (the default marker PNGs do not survive bundling) and shows the rank.
  return L.divIcon({
    className: '',
    html: `<span class="fixo-map-pin${selected ? ' fixo-map-pin--selected' : ''}">${rank}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    tooltipAnchor: [0, -16],
  });
}

export interface CentersMapProps {
  centers: NearbyServiceCenter[];
  /** The centers the view is fitted to (the nearest group); all centers when not given. */
  fitTo?: NearbyServiceCenter[];
  from?: LatLng | null;
  selectedId?: string;
  onSelect: (center: NearbyServiceCenter) => void;
}

/**
 * A thin wrapper over Leaflet: one map per mount, markers redrawn when the centers or the choice change.
 * Without a reachable tile server the background stays grey; markers still work.
 */
export function CentersMap({ centers, fitTo, from, selectedId, onSelect }: CentersMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomControl: true, attributionControl: true });
    L.tileLayer(TILE_URL, {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap contributors',
    }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    if (from) {
      L.circleMarker([from.lat, from.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 3,
        fillColor: '#2563eb',
        fillOpacity: 1,
      })
        .bindTooltip('You are here')
        .addTo(group);
      points.push([from.lat, from.lng]);
    }
    centers.forEach((center, index) => {
      const p = parseCoordinates(center.locationcoordinates);
      if (!p) return;
      const selected = String(center.servicecenterid) === selectedId;
      L.marker([p.lat, p.lng], {
        icon: markerIcon(index + 1, selected),
        title: center.servicecentername,
        alt: center.servicecentername,
        keyboard: true,
        zIndexOffset: selected ? 1000 : 0,
      })
        .bindTooltip(center.servicecentername, { direction: 'top', permanent: selected })
        .on('click', () => onSelectRef.current(center))
        .addTo(group);
      // Far-away pins stay on the map but out of the fit, or the local ones would pile up in one spot.
      if (!fitTo || fitTo.includes(center)) points.push([p.lat, p.lng]);
    });
    if (points.length > 0) m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
  }, [centers, fitTo, from, selectedId]);

  return (
    <div
      ref={element}
      data-testid="centers-map"
      role="region"
      aria-label="Map of nearby service centers"
      className="h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-200"
    />
  );
}
