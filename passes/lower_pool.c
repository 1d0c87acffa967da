/* lower_pool.c — tosa.max_pool2d and tosa.avg_pool2d. */
#include "lower_impl.h"
