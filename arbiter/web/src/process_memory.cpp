#include "shashki/web/process_memory.hpp"

#include <malloc.h>

namespace shashki::web {

void keep_freed_memory() {
  constexpr int keep_freed = 4 << 20;
  mallopt(M_TRIM_THRESHOLD, keep_freed);
  mallopt(M_MMAP_THRESHOLD, keep_freed);
}

}  // namespace shashki::web
