// The system feature's public face: its API.
export { systemRouter } from './system.router';
