# Builds (or refreshes) the CUDA mirror that approx-clang passes as
# --cuda-path: every top-level entry of CUDA_PATH and every entry of its bin/
# as a symlink, except bin/nvlink, which is the approx-nvlink shim (built
# separately into MIRROR/bin/nvlink, or copied from SHIM when given).
#   cmake -DCUDA_PATH=/usr/local/cuda -DMIRROR=<prefix>/lib/approx-cuda
#         [-DSHIM=<path of approx-nvlink>] -P make-cuda-mirror.cmake
if(NOT CUDA_PATH OR NOT MIRROR)
  message(FATAL_ERROR "make-cuda-mirror: CUDA_PATH and MIRROR are required")
endif()
if(NOT EXISTS "${CUDA_PATH}/bin/nvlink")
  message(FATAL_ERROR "make-cuda-mirror: ${CUDA_PATH}/bin/nvlink not found")
endif()

function(mirror_link target link)
  if(IS_SYMLINK "${link}")
    file(READ_SYMLINK "${link}" old)
    if(old STREQUAL target)
      return()
    endif()
    file(REMOVE "${link}")
  elseif(EXISTS "${link}")
    file(REMOVE_RECURSE "${link}")
  endif()
  file(CREATE_LINK "${target}" "${link}" SYMBOLIC)
endfunction()

# bin/ must be a real directory: it holds the shim.
if(IS_SYMLINK "${MIRROR}/bin")
  file(REMOVE "${MIRROR}/bin")
endif()
file(MAKE_DIRECTORY "${MIRROR}/bin")
# Never leave bin/nvlink pointing at the real one (the shim is linked there).
if(IS_SYMLINK "${MIRROR}/bin/nvlink")
  file(REMOVE "${MIRROR}/bin/nvlink")
endif()

file(GLOB top RELATIVE "${CUDA_PATH}" LIST_DIRECTORIES true "${CUDA_PATH}/*")
foreach(e ${top})
  if(NOT e STREQUAL "bin")
    mirror_link("${CUDA_PATH}/${e}" "${MIRROR}/${e}")
  endif()
endforeach()
file(GLOB bins RELATIVE "${CUDA_PATH}/bin" LIST_DIRECTORIES true "${CUDA_PATH}/bin/*")
foreach(e ${bins})
  if(NOT e STREQUAL "nvlink")
    mirror_link("${CUDA_PATH}/bin/${e}" "${MIRROR}/bin/${e}")
  endif()
endforeach()

# Links to entries that disappeared from CUDA_PATH.
file(GLOB old_top LIST_DIRECTORIES true "${MIRROR}/*" "${MIRROR}/bin/*")
foreach(l ${old_top})
  if(IS_SYMLINK "${l}" AND NOT EXISTS "${l}")
    file(REMOVE "${l}")
  endif()
endforeach()

if(SHIM)
  file(COPY_FILE "${SHIM}" "${MIRROR}/bin/nvlink" ONLY_IF_DIFFERENT)
  file(CHMOD "${MIRROR}/bin/nvlink" PERMISSIONS OWNER_READ OWNER_WRITE
       OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
endif()
