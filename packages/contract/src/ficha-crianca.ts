/* Wire schemas of the ficha-crianca feature. */
export {};
