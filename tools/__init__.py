"""Developer tools: benchmarks and soak runs (`make bench`, `make soak`)."""
