public enum ComponentsModule {}
