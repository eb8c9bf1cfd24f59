/* img2f32.c - decodes an image (PNG/JPEG/... via stb_image) to grey levels in
 * [0,1] (luma 0.299 R + 0.587 G + 0.114 B) and writes raw little-endian
 * float32, row-major, to <out-dir>/<name>.<W>x<H>.f32 (the name the
 * benchmarks parse). Build: cc -O2 img2f32.c -I/usr/include/stb -lm
 * Usage: img2f32 <image> <out-dir> <name> */
#define STB_IMAGE_IMPLEMENTATION
#include <stb_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s <image> <out-dir> <name>\n", argv[0]);
    return 2;
  }
  int w, h, c;
  unsigned char *p = stbi_load(argv[1], &w, &h, &c, 3);
  if (!p) {
    fprintf(stderr, "img2f32: cannot decode '%s': %s\n", argv[1], stbi_failure_reason());
    return 1;
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.%dx%d.f32", argv[2], argv[3], w, h);
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "img2f32: cannot write '%s'\n", path);
    return 1;
  }
  for (long i = 0; i < (long)w * h; ++i) {
    float v = (0.299f * p[3 * i] + 0.587f * p[3 * i + 1] + 0.114f * p[3 * i + 2]) / 255.0f;
    fwrite(&v, sizeof v, 1, f);
  }
  fclose(f);
  stbi_image_free(p);
  printf("%s\n", path);
  return 0;
}
