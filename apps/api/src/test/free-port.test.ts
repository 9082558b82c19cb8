import { expect, test } from 'vitest';
import { freePort } from './free-port.js';

test('no port is handed out twice, though the kernel gives a closed probe’s port again', async () => {
  const ports: number[] = [];
  for (let i = 0; i < 300; i++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(ports.length);
});
