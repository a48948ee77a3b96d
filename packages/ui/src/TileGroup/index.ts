export { TileGroup, type TileGroupProps, type TileOption } from './TileGroup';
