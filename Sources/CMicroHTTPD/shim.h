#ifndef SPTHEME_CMICROHTTPD_SHIM_H
#define SPTHEME_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon takes its options as C varargs, which Swift cannot pass: this starts a
   daemon on a socket already listening, a thread per connection, with a connection limit and
   an idle timeout in seconds. */
static inline struct MHD_Daemon *sptheme_mhd_start(
    MHD_socket listening, MHD_AccessHandlerCallback handler, void *context,
    unsigned int connection_limit, unsigned int timeout_seconds) {
  return MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION, 0, NULL, NULL, handler,
      context, MHD_OPTION_LISTEN_SOCKET, listening, MHD_OPTION_CONNECTION_LIMIT,
      connection_limit, MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds, MHD_OPTION_END);
}

/* The end of a stream, for a content reader (MHD_CONTENT_READER_END_OF_STREAM). */
static inline ssize_t sptheme_mhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }

/* An error that ends a stream (MHD_CONTENT_READER_END_WITH_ERROR). */
static inline ssize_t sptheme_mhd_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }

/* A body of unknown size (MHD_SIZE_UNKNOWN). */
static inline uint64_t sptheme_mhd_size_unknown(void) { return MHD_SIZE_UNKNOWN; }
#endif
