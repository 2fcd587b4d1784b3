//! The tangle program model and C/CUDA-subset frontend.
