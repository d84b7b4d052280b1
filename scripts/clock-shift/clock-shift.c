/*
 * LD_PRELOAD shim that moves the wall clock of a process by CLOCK_SHIFT_SECONDS (an integer,
 * may be negative) and lets it run on from there; monotonic clocks are left alone. Used by
 * scripts/test-at.ts to run the tests as if it were another day. libfaketime does the same but
 * deadlocks in workerd's start-up (its initialisation takes a lock that workerd's static
 * constructors already hold); this shim takes no lock: it reads its variable once, when it is
 * loaded, before any thread of the process runs.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long shift_seconds;

__attribute__((constructor)) static void read_shift(void) {
  const char *value = getenv("CLOCK_SHIFT_SECONDS");
  shift_seconds = value ? strtol(value, NULL, 10) : 0;
}

static int is_wall_clock(clockid_t id) {
  return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  static int (*real)(clockid_t, struct timespec *);
  if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
  int result = real(id, ts);
  if (result == 0 && ts && is_wall_clock(id)) ts->tv_sec += shift_seconds;
  return result;
}

int gettimeofday(struct timeval *tv, void *tz) {
  static int (*real)(struct timeval *, void *);
  if (!real) real = (int (*)(struct timeval *, void *))dlsym(RTLD_NEXT, "gettimeofday");
  int result = real(tv, tz);
  if (result == 0 && tv) tv->tv_sec += shift_seconds;
  return result;
}

time_t time(time_t *out) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (out) *out = ts.tv_sec;
  return ts.tv_sec;
}
