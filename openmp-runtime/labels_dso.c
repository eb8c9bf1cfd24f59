/* labels_dso.c - the label sections of shared libraries.
 *
 * base.c reads the program's own "approx_regions" section through the
 * linker's __start_/__stop_ symbols. A shared library built by approx-clang
 * has a section of its own, whose labels the program's APPROX_CONFIG may
 * name (init.c checks them once every library loaded at start-up has
 * registered). A library cannot pass its section's bounds through those
 * symbols: GNU ld puts them in the library's dynamic symbol table even when
 * they are hidden, and every program linked with the library then warns
 * ("type and size of dynamic symbol `__start_approx_regions' are not
 * defined"). So each translation unit's table setup passes an address of
 * its own code (approx_table.h), and this file finds the object that holds
 * it (dladdr1) and the section in that object's file (its ELF section
 * headers), once per object.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "approxrt_internal.h"

static int read_at(FILE *f, unsigned long off, void *buf, size_t n) {
  return fseek(f, (long)off, SEEK_SET) == 0 && fread(buf, 1, n, f) == n;
}

/* [*begin, *end) of the approx_regions section of the ELF file at path,
 * loaded at base; 0 when it has none or cannot be read. */
static int labels_section(const char *path, uintptr_t base, const __approx_label_t **begin,
                          const __approx_label_t **end) {
  static const char want[] = "approx_regions";
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  ElfW(Ehdr) eh;
  ElfW(Shdr) strs, sh;
  int found = 0;
  if (!read_at(f, 0, &eh, sizeof eh) || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_shentsize != sizeof sh || eh.e_shstrndx >= eh.e_shnum ||
      !read_at(f, eh.e_shoff + (unsigned long)eh.e_shstrndx * sizeof sh, &strs, sizeof strs)) {
    fclose(f);
    return 0;
  }
  for (unsigned i = 0; i < eh.e_shnum && !found; ++i) {
    char name[sizeof want];
    if (!read_at(f, eh.e_shoff + (unsigned long)i * sizeof sh, &sh, sizeof sh) ||
        sh.sh_name + sizeof name > strs.sh_size ||
        !read_at(f, strs.sh_offset + sh.sh_name, name, sizeof name) ||
        memcmp(name, want, sizeof name) != 0)
      continue;
    *begin = (const __approx_label_t *)(base + sh.sh_addr);
    *end = (const __approx_label_t *)(base + sh.sh_addr + sh.sh_size);
    found = 1;
  }
  fclose(f);
  return found;
}

static void late_check_ref(void) __attribute__((weakref("__approxrt_check_late_config")));

void __approxrt_add_labels_of(const void *code) {
  /* The translation units of one object register one after another (its
   * constructors run together). */
  static struct link_map *last;
  Dl_info info;
  struct link_map *lm = NULL;
  if (!dladdr1(code, &info, (void **)&lm, RTLD_DL_LINKMAP) || !lm || lm == last)
    return;
  last = lm;
  if (!lm->l_name || !*lm->l_name)
    return; /* the program itself: base.c reads its section */
  const __approx_label_t *begin, *end;
  if (!labels_section(lm->l_name, (uintptr_t)lm->l_addr, &begin, &end))
    return;
  __approxrt_add_labels(begin, end);
  /* A library opened after start-up: APPROX_CONFIG's settings for its
   * labels ("late") are checked against its regions now (init.c, linked
   * into programs only: a weak reference, as rt.c's). */
  if (late_check_ref)
    late_check_ref();
}
